import { describe, expect, it } from 'vitest';
import { gameWebLink, parseGameId, resolveGameUrl } from './gameUrl';

const ORIGIN = 'http://192.168.1.20:8080';

describe('resolveGameUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(resolveGameUrl('https://games.example.com/aviator?token=abc', ORIGIN)).toBe(
      'https://games.example.com/aviator?token=abc',
    );
    expect(resolveGameUrl(' http://localhost:8080/games/mines ', ORIGIN)).toBe(
      'http://localhost:8080/games/mines',
    );
  });

  it("resolves a same-origin launch path (Khel's own games) against the app's origin", () => {
    expect(resolveGameUrl('/games/play/dice?token=t1&lang=en&cur=Rs', ORIGIN)).toBe(
      `${ORIGIN}/games/play/dice?token=t1&lang=en&cur=Rs`,
    );
  });

  it('refuses scripts, data, other schemes and missing addresses', () => {
    expect(resolveGameUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveGameUrl('data:text/html,<script>1</script>', ORIGIN)).toBeNull();
    expect(resolveGameUrl('ftp://example.com/game', ORIGIN)).toBeNull();
    expect(resolveGameUrl('', ORIGIN)).toBeNull();
    expect(resolveGameUrl(undefined, ORIGIN)).toBeNull();
  });
});

describe('gameWebLink and parseGameId', () => {
  it('carries the game id and name, never a launch URL', () => {
    const [path, query = {}] = gameWebLink({ id: 7, name: 'Teen Patti & more' });
    expect(path).toBe('/pages/webview/GameWeb');
    expect(query).toEqual({ gameId: 7, name: 'Teen Patti & more' });
    expect(parseGameId(String(query.gameId))).toBe(7);
    expect(query).not.toHaveProperty('url');
  });

  it('refuses a missing, zero, negative or non-numeric id', () => {
    expect(parseGameId(undefined)).toBeNull();
    expect(parseGameId('')).toBeNull();
    expect(parseGameId('0')).toBeNull();
    expect(parseGameId('-3')).toBeNull();
    expect(parseGameId('1e3')).toBeNull();
    expect(parseGameId('12abc')).toBeNull();
  });
});
