import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_NAMESPACES } from '../src/i18n/firstScreen';

const LOCALES = fileURLToPath(new URL('../src/locales', import.meta.url));

/**
 * Writes `first-screen-words.json`: the first screen's locale files by language and namespace,
 * which the server writes into the app's page in the player's language (its plugins/web.ts) so
 * Home does not wait for them (docs/architecture.md §7). English common is left out: it ships in
 * the code. The same files the app otherwise fetches, read from src/locales.
 */
export function firstScreenWords(): Plugin {
  return {
    name: 'khel-first-screen-words',
    apply: 'build',
    generateBundle() {
      const words: Record<string, Record<string, unknown>> = {};
      const languages = fs
        .readdirSync(LOCALES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      for (const language of languages) {
        words[language] = Object.fromEntries(
          FIRST_SCREEN_NAMESPACES.filter((ns) => language !== 'en' || ns !== 'common').map((ns) => [
            ns,
            JSON.parse(fs.readFileSync(`${LOCALES}/${language}/${ns}.json`, 'utf8')),
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: 'first-screen-words.json',
        source: JSON.stringify(words),
      });
    },
  };
}
