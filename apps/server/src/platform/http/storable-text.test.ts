import { describe, expect, it } from 'vitest';
import { unstorableFields } from './storable-text.js';

const paths = (value: unknown, root = 'body') => unstorableFields(value, root).map((i) => i.path);

describe('unstorableFields', () => {
  it('finds NUL and unpaired surrogates at any depth, in values and keys', () => {
    expect(paths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: { e: '\ud800' } }, ['k\u0000']: 1 })).toEqual(
      expect.arrayContaining(['body.b.1', 'body.c.d.e', 'body.k?']),
    );
    expect(paths({ a: 'x\udc00y' })).toEqual(['body.a']);
  });

  it('accepts ordinary text, emoji pairs, numbers, null and binary bodies', () => {
    expect(paths({ a: 'مرحبا 紅茶 \ud83d\ude00', n: 1, z: null, t: true })).toEqual([]);
    expect(paths(Buffer.from([0, 0xd8, 0]))).toEqual([]);
  });

  it('walks a very deep body without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableFields(deep, 'body')).toHaveLength(1);
  });
});
