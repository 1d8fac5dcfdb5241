import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './flatten-keys.ts';
import { NAMESPACES } from './namespaces.ts';

const srcDir = join(import.meta.dirname, '../..');
const enDir = join(srcDir, 'locales/en');

/** Props and attributes whose string values reach the user. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'message',
  'confirmLabel',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function englishKeys(namespace: string): Set<string> {
  return new Set(flattenKeys(JSON.parse(readFileSync(join(enDir, `${namespace}.json`), 'utf8'))).keys());
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function scan(path: string) {
  const code = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const untranslated: Finding[] = [];
  const keys: { namespace: string; key: string; finding: Finding }[] = [];
  let fileNamespace = 'common';
  const where = (node: ts.Node, text: string): Finding => ({
    file: relative(srcDir, path),
    line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text,
  });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) untranslated.push(where(node, node.text.trim()));
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      hasWords(node.expression.text)
    ) {
      untranslated.push(where(node, node.expression.text));
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      untranslated.push(where(node, `${node.name.getText()}="${node.initializer.text}"`));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first] = node.arguments;
      if (node.expression.text === 'useTranslation' && first) {
        const named = ts.isArrayLiteralExpression(first) ? first.elements[0] : first;
        if (named && ts.isStringLiteral(named)) fileNamespace = named.text;
      }
      if (node.expression.text === 't' && first && ts.isStringLiteral(first)) {
        const [namespace, key] = first.text.includes(':')
          ? (first.text.split(':', 2) as [string, string])
          : [fileNamespace, first.text];
        keys.push({ namespace, key, finding: where(node, first.text) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { untranslated, keys };
}

describe('web source', () => {
  const results = sourceFiles(srcDir).map(scan);

  it('renders no text that does not come from the locale files', () => {
    const findings = results.flatMap((r) => r.untranslated);
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('asks only for translation keys that exist in English', () => {
    const known = new Map(NAMESPACES.map((ns) => [ns as string, englishKeys(ns)]));
    const missing = results
      .flatMap((r) => r.keys)
      .filter(({ namespace, key }) => {
        const keys = known.get(namespace);
        // Plural forms live under key_one / key_other.
        return !keys || !(keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`));
      });
    expect(missing.map((m) => `${m.finding.file}:${m.finding.line} ${m.namespace}:${m.key}`)).toEqual([]);
  });
});
