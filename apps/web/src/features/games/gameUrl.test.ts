import { describe, expect, it } from 'vitest';
import { gameWebUrl, parseGameUrl } from './gameUrl';

describe('parseGameUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(parseGameUrl('https://games.example.com/aviator?token=abc')).toBe(
      'https://games.example.com/aviator?token=abc',
    );
    expect(parseGameUrl(' http://localhost:8080/games/mines ')).toBe(
      'http://localhost:8080/games/mines',
    );
  });

  it('refuses scripts, data, relative and missing addresses', () => {
    expect(parseGameUrl('javascript:alert(1)')).toBeNull();
    expect(parseGameUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(parseGameUrl('/games/mines')).toBeNull();
    expect(parseGameUrl('ftp://example.com/game')).toBeNull();
    expect(parseGameUrl('')).toBeNull();
    expect(parseGameUrl(undefined)).toBeNull();
  });
});

describe('gameWebUrl', () => {
  it('passes the game address to GameWeb as an encoded url parameter', () => {
    const page = gameWebUrl('https://g.example.com/play?a=1&b=2');
    expect(page).toBe(
      '/pages/webview/GameWeb?url=https%3A%2F%2Fg.example.com%2Fplay%3Fa%3D1%26b%3D2',
    );
    const query = new URLSearchParams(page.split('?')[1]);
    expect(parseGameUrl(query.get('url'))).toBe('https://g.example.com/play?a=1&b=2');
  });
});
