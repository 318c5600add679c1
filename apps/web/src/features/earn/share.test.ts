import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../lib/clipboard';
import { shareOrCopy } from './share';

const link = { title: 'Khel', text: 'Join me', url: 'https://khel.example/r/abc' };

describe('copyText', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyText('abc', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('reports a refused copy', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await copyText('abc', { writeText })).toBe(false);
  });
});

describe('shareOrCopy', () => {
  it('opens the share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(link, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(link, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('does nothing more when the player closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareOrCopy(link, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails, and says when that fails too', async () => {
    const share = vi.fn().mockRejectedValue(new Error('not allowed'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(link, { share, clipboard: { writeText } })).toBe('copied');
    document.execCommand = vi.fn().mockReturnValue(false); // no old-style copy either
    expect(await shareOrCopy(link, { share })).toBe('failed');
  });
});
