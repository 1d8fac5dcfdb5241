const MARK = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The video frame's accessible name: the article's title after the interface's "Video:" word,
 * unless the title already begins with that word, as video articles often do ("Video: a tour of
 * the first colony"), which would otherwise be read out twice. `prefixed` is the translation of
 * that name for a title; a translation that puts the title first adds nothing to compare.
 */
export function videoFrameTitle(title: string, prefixed: (title: string) => string): string {
  const [before = ''] = prefixed(MARK).split(MARK);
  const word = before.replace(/[\s:：]+$/u, '').trim();
  if (word === '') return prefixed(title);
  const leads = new RegExp(`^\\s*${escapeRegExp(word)}\\s*[:：]`, 'iu');
  return leads.test(title) ? title.trim() : prefixed(title);
}
