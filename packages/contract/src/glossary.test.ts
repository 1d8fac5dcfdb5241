import { describe, expect, it } from 'vitest';
import { type Glossary, germanFormalAddress, glossaryFindings } from './glossary.ts';

const glossary: Glossary = {
  about: 'test',
  address: { de: { use: 'du' }, cn: { use: '您', avoid: ['你'] } },
  terms: [
    {
      id: 'rawMaterial',
      de: { use: ['Rohstoff'], avoid: ['Rohmaterial'] },
      en: { use: ['raw material'], avoid: ['avatar'] },
      vi: { use: ['đội nhóm'], avoid: ['/(?<!\\p{L})[Đđ]ội(?! nhóm| ngũ)/u'] },
      jp: { use: ['商人'], avoid: ['トレーダー'] },
    },
  ],
};

const found = (language: Parameters<typeof glossaryFindings>[1], text: string) =>
  glossaryFindings(glossary, language, [{ where: 'x', text }]).map((finding) => finding.found);

describe('glossary findings', () => {
  it('finds an avoided variant, also inside a compound or with an ending', () => {
    expect(found('de', 'Verkaufe dein Rohmaterial')).toEqual(['Rohmaterial']);
    expect(found('de', 'Kolonie-Rohmaterials')).toEqual(['Rohmaterial']);
    expect(found('jp', 'トレーダーに売却')).toEqual(['トレーダー']);
    expect(found('cn', '你的余额')).toEqual(['你']);
  });

  it('matches case-sensitively, and in spaced languages only where a word starts', () => {
    expect(found('en', 'Pick your Avatar')).toEqual([]);
    expect(found('en', 'two guide avatars')).toEqual(['avatar']);
    expect(found('de', 'Der Rohstoff')).toEqual([]);
    expect(found('de', 'Großrohmaterial')).toEqual([]);
  });

  it('takes an entry between slashes as a regular expression', () => {
    expect(found('vi', 'Đội của tôi, mời vào đội')).toEqual(['Đội', 'đội']);
    expect(found('vi', 'Đội nhóm của tôi và đội ngũ thuộc địa')).toEqual([]);
  });

  it('leaves languages without entries alone', () => {
    expect(found('kr', 'avatar Rohmaterial 你')).toEqual([]);
  });
});

describe('German formal address', () => {
  const formal = (text: string) => germanFormalAddress(text).map((match) => match.found);

  it('finds Sie, Ihr and Ihnen inside a sentence', () => {
    expect(formal('Bitte versuchen Sie es erneut')).toEqual(['Sie']);
    expect(formal('Verbinden Sie Ihre Wallet und sichern Sie sich Ihren Platz.')).toEqual([
      'Sie',
      'Ihre',
      'Sie',
      'Ihren',
    ]);
    expect(formal('Was die Kolonie nie von Ihnen verlangt')).toEqual(['Ihnen']);
    expect(formal('Wählen Sie Ihren Avatar')).toEqual(['Sie', 'Ihren']);
  });

  it('accepts a sentence-initial Sie or Ihr, which may mean they, she, it or its', () => {
    expect(formal('Auszahlung eingereicht: Sie wartet auf die Freigabe')).toEqual([]);
    expect(formal('Ist es ausverkauft, stell dich an. Sie wird morgen bedient.')).toEqual([]);
    expect(formal('Die Sternstufen zählen.\n\nSie werden täglich neu berechnet.')).toEqual([]);
    expect(formal('F: Warum?\nA: Sie kann nie unter null fallen.')).toEqual([]);
    expect(formal('Sie erklärt auch den Einladungscode.')).toEqual([]);
    expect(formal('„Ihr Wert bleibt“, sagt das Team.')).toEqual([]);
  });

  it('accepts the lower-case sie and ihr of the third person', () => {
    expect(formal('Die Treasury zahlt, wenn sie gedeckt ist, und ihre Gebühr bleibt.')).toEqual([]);
  });

  it('is reported only for German with du', () => {
    const texts = [{ where: 'x', text: 'Bitte versuchen Sie es erneut' }];
    expect(glossaryFindings(glossary, 'de', texts).map((finding) => finding.term)).toEqual(['address (du)']);
    expect(glossaryFindings(glossary, 'en', texts)).toEqual([]);
  });
});
