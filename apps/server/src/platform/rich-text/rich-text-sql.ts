import { type AnyColumn, sql, type SQL } from 'drizzle-orm';

/*
 * The visible words of a stored rich-text column, for searching in SQL: a search for "strong" or
 * "p" must not match every row by its markup. Block tags and line breaks become a space, inline
 * tags disappear (so "<strong>wo</strong>rd" is still "word"), runs of white space become one
 * space (so "</li><li>" between two words reads as one space), and the entities the sanitiser
 * writes are decoded, "&amp;" last so "&amp;lt;" stays "&lt;". Only tag-shaped text is cut (the
 * same shape as looksLikeHtml), so an older plain-text row like "a < b" keeps its words.
 */
const BLOCK_TAG = '</?(p|br|li|ul|ol|h3|h4|blockquote|pre)(\\s[^<>]*)?/?>';
const ANY_TAG = '</?[a-zA-Z][a-zA-Z0-9]*(\\s[^<>]*)?/?>';
const SPACES = '\\s+';
/**
 * A constant of this file as an SQL string literal in the statement's text, not a parameter, so a
 * statement built once per shape (db/list.ts, `statementOf`) may use the expression. Standard
 * strings: a backslash is itself, a quote is doubled.
 */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

export function richTextWordsSql(column: AnyColumn): SQL<string> {
  const noBlocks = sql`regexp_replace(${column}, ${literal(BLOCK_TAG)}, ' ', 'gi')`;
  const noTags = sql`regexp_replace(regexp_replace(${noBlocks}, ${literal(ANY_TAG)}, '', 'g'), ${literal(SPACES)}, ' ', 'g')`;
  return sql<string>`replace(replace(replace(replace(replace(replace(replace(${noTags},
    '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''), '&nbsp;', ' '), '&amp;', '&')`;
}
