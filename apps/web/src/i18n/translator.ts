/**
 * The app's text lookup (decision 083): the part of i18next the app used, in a few hundred bytes
 * instead of about 17 kB gzip on the first load (issue 23). What it does, and nothing more:
 *
 * - keys are paths through the nested JSON (`home.trust.items`), one namespace;
 * - `{{name}}` is replaced by the option of that name (no escaping: React escapes; a placeholder
 *   whose option is absent stays as written, one given as undefined or null becomes empty);
 * - `count` (a number) picks `key_<form>` by the language's `Intl.PluralRules` (zh: other; en:
 *   one, other; es: one, many, other), falling back to `key`;
 * - `defaultValue` (or a string as the second argument) when the key is missing, else the key;
 * - `returnObjects` gives a list or object as stored, its texts interpolated;
 * - one language at a time; instances made by `forLanguage` share the texts and have their own
 *   language (the server render draws each request with its language's instance);
 * - listeners hear of a language change and of added texts in the language (components then
 *   draw again).
 */

/** A text file's tree: texts, lists and objects of them. */
export type Texts = { [key: string]: TextNode };
type TextNode = string | TextNode[] | { [key: string]: TextNode };

export type TOptions = {
  count?: number | string;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions | string): string;
}

type Store = Map<string, Texts>;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(texts: Texts | undefined, key: string): TextNode | undefined {
  let node: TextNode | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string, TextNode>)[part];
  }
  return node;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (written, name: string) => {
    if (!Object.hasOwn(values, name)) return written;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function interpolateAll(node: TextNode, values: TOptions): TextNode {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, values));
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, interpolateAll(value, values)]),
  );
}

const isObject = (node: TextNode | undefined): node is Texts =>
  typeof node === 'object' && !Array.isArray(node);

/**
 * Merges `source` into `target`, which the store owns: every object node of the store is made
 * here, so merging later texts never changes the objects a caller gave (the JSON modules).
 */
function mergeInto(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    target[key] = isObject(value) ? mergeInto(isObject(present) ? present : {}, value) : value;
  }
  return target;
}

export class Translator {
  /** The language texts are looked up in. */
  language: string;
  /** Whether texts were given (`init`): before, every key reads as itself. */
  isInitialized = false;
  private readonly store: Store;
  private readonly listeners = new Set<() => void>();
  private revision = 0;
  private boundT: TFunction | null = null;

  constructor(language = 'en', store: Store = new Map()) {
    this.language = language;
    this.store = store;
  }

  /** Replaces every text held with `resources` and starts in `language`. */
  init(language: string, resources: Record<string, Texts>): this {
    this.store.clear();
    for (const [lang, texts] of Object.entries(resources)) this.addTexts(lang, texts);
    this.language = language;
    this.isInitialized = true;
    this.changed();
    return this;
  }

  /**
   * Adds texts to a language's (deep merge, the new ones win). Subscribers draw again when the
   * texts are of this instance's language; another language's (fetched ahead of a switch) are
   * only kept.
   */
  addTexts(language: string, texts: Texts): void {
    this.store.set(language, mergeInto(this.store.get(language) ?? {}, texts));
    if (language === this.language) this.changed();
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Another instance over the same texts, in `language` (the server render's per request). */
  forLanguage(language: string): Translator {
    const other = new Translator(language, this.store);
    other.isInitialized = this.isInitialized;
    return other;
  }

  exists(key: string): boolean {
    return typeof lookup(this.store.get(this.language), key) === 'string';
  }

  /** Calls `listener` after a language change or added texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Changes whenever a subscriber would want to draw again. */
  getRevision = (): number => this.revision;

  /** `t`, bound; a new function after every change, so memoized texts are computed again. */
  get t(): TFunction {
    if (!this.boundT) {
      this.boundT = ((key: string, options?: TOptions | string) =>
        this.translate(key, options)) as TFunction;
    }
    return this.boundT;
  }

  private translate(key: string, given?: TOptions | string): unknown {
    const options: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    const texts = this.store.get(this.language);
    let found: TextNode | undefined;
    if (typeof options.count === 'number') {
      found = lookup(texts, `${key}_${pluralForm(this.language, options.count)}`);
    }
    found ??= lookup(texts, key);
    if (found !== undefined && typeof found !== 'string') {
      // A list or object only when asked for one; else the key, as for a missing text.
      if (options.returnObjects) return interpolateAll(found, options);
      found = undefined;
    }
    return interpolate(found ?? options.defaultValue ?? key, options);
  }

  private changed(): void {
    this.revision += 1;
    this.boundT = null;
    for (const listener of [...this.listeners]) listener();
  }
}
