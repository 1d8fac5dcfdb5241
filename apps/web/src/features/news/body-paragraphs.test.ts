import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './body-paragraphs.ts';

describe('splitParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('First line\nstill first\n\nSecond')).toEqual([
      'First line\nstill first',
      'Second',
    ]);
  });

  it('treats whitespace-only lines, CRLF and repeated blank lines as one separator', () => {
    expect(splitParagraphs('One\r\n\r\nTwo\n  \t\nThree\n\n\n\nFour')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('drops leading, trailing and empty paragraphs', () => {
    expect(splitParagraphs('\n\n  Only  \n\n')).toEqual(['Only']);
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs(' \n \n ')).toEqual([]);
  });

  it('leaves markup as text', () => {
    expect(splitParagraphs('<b>bold</b>\n\n<script>x</script>')).toEqual([
      '<b>bold</b>',
      '<script>x</script>',
    ]);
  });
});
