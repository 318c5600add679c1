import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from '../src/modules/reports/csv';

/** The export's CSV (src/modules/reports/csv.ts): RFC 4180 quoting and no formula injection. */
describe('report CSV', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a spreadsheet from reading a text cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('writes numbers as numbers, negatives included', () => {
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('joins lines with CRLF and ends with one', () => {
    expect(csvOf(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
