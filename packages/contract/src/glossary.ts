import type { Language } from './locales.ts';

/** One term in one language: the words to write and the drifted variants to keep out. */
export interface GlossaryEntry {
  use: string[];
  avoid?: string[];
  note?: string;
}

export type GlossaryTerm = { id: string } & Partial<Record<Language, GlossaryEntry>>;

/**
 * The product glossary kept beside the web app's locale files
 * (apps/web/src/locales/glossary.json); this is its shape.
 */
export interface Glossary {
  about: string;
  /** How each language addresses the reader; German `du` forbids the formal Sie, Ihr and Ihnen. */
  address: Partial<Record<Language, { use: string; avoid?: string[]; note?: string }>>;
  terms: GlossaryTerm[];
}

/** A piece of user-visible text and where it comes from, for the report. */
export interface GlossaryText {
  where: string;
  text: string;
}

export interface GlossaryFinding {
  where: string;
  term: string;
  found: string;
  /** The text around the finding. */
  context: string;
}

/** Languages that separate words with spaces: a literal avoid entry must start a word there. */
const WORD_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'vi', 'de']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An avoid entry as a pattern: `/source/flags` is a regular expression, anything else literal text. */
function avoidPattern(entry: string, language: Language): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(entry);
  if (regex) return new RegExp(regex[1] ?? '', [...new Set(`${regex[2] ?? ''}gu`)].join(''));
  const literal = escapeRegExp(entry);
  return new RegExp(WORD_LANGUAGES.has(language) ? `(?<![\\p{L}\\p{N}])${literal}` : literal, 'gu');
}

function contextOf(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ');
}

const GERMAN_FORMAL = /(?<![\p{L}\p{N}])(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)(?![\p{L}\p{N}])/gu;

/**
 * True when the word at `index` opens a sentence (or a line, or what follows a colon), where a
 * capital Sie or Ihr may just as well mean "they", "she", "it", "her" or "its".
 */
function opensSentence(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s"'„“‚‘«»(]+$/u, '');
  return before === '' || /[.!?:;…\n]$/u.test(before) || /\n\s*$/u.test(text.slice(0, index));
}

/** Formal German address (Sie, Ihr, Ihnen...) where no sentence starts, so it cannot mean "they". */
export function germanFormalAddress(text: string): { found: string; index: number }[] {
  return [...text.matchAll(GERMAN_FORMAL)]
    .filter((match) => !opensSentence(text, match.index))
    .map((match) => ({ found: match[0], index: match.index }));
}

/** Every avoided term, and every slip of the chosen form of address, in `texts` of `language`. */
export function glossaryFindings(
  glossary: Glossary,
  language: Language,
  texts: readonly GlossaryText[],
): GlossaryFinding[] {
  const rules: { term: string; pattern: RegExp }[] = [];
  for (const term of glossary.terms) {
    for (const entry of term[language]?.avoid ?? []) {
      rules.push({ term: term.id, pattern: avoidPattern(entry, language) });
    }
  }
  const address = glossary.address[language];
  for (const entry of address?.avoid ?? []) {
    rules.push({ term: `address (${address?.use})`, pattern: avoidPattern(entry, language) });
  }
  const findings: GlossaryFinding[] = [];
  for (const { where, text } of texts) {
    for (const { term, pattern } of rules) {
      for (const match of text.matchAll(pattern)) {
        findings.push({
          where,
          term,
          found: match[0],
          context: contextOf(text, match.index, match[0].length),
        });
      }
    }
    if (language === 'de' && address?.use === 'du') {
      for (const { found, index } of germanFormalAddress(text)) {
        findings.push({ where, term: 'address (du)', found, context: contextOf(text, index, found.length) });
      }
    }
  }
  return findings;
}

/** One line per finding, for a test failure that says what to fix and where. */
export function describeFindings(findings: readonly GlossaryFinding[]): string {
  return findings
    .map((finding) => `${finding.where}: ${finding.term} "${finding.found}" in "…${finding.context}…"`)
    .join('\n');
}
