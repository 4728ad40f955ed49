import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer, transforms } from './serializer.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/api/things', httpStatus: '200' }) as (data: unknown) => string;

const Thing = z.object({
  id: z.uuid(),
  name: z.string(),
  when: z.iso.date().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
});
const thing = { id: '0b7c9a0e-5d4f-4c3b-9a8e-2f1d0c6b5a49', name: 'Desk', when: null, tags: ['a'] };

describe('responseSerializer', () => {
  it('writes a valid response as JSON without the keys the schema does not name', () => {
    const json = serializerOf(z.array(Thing))([{ ...thing, salary: 900, nested: { secret: true } }]);
    expect(JSON.parse(json)).toEqual([thing]);
  });

  it('refuses a response of the wrong shape, naming the route', () => {
    const write = serializerOf(Thing);
    for (const wrong of [{ ...thing, id: 'not-an-id' }, { ...thing, tags: ['c'] }, { ...thing, when: 5 }, { name: 'Desk' }]) {
      let error: unknown;
      try {
        write(wrong);
      } catch (caught) {
        error = caught;
      }
      expect(isResponseSerializationError(error)).toBe(true);
      expect(error).toMatchObject({ method: 'GET', url: '/api/things' });
    }
  });

  it('encodes a schema with a codec or a transform, as the type provider does', () => {
    const stamp = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const write = serializerOf(z.object({ at: stamp }));
    expect(JSON.parse(write({ at: new Date('2026-03-01T08:00:00Z') }))).toEqual({ at: '2026-03-01T08:00:00.000Z' });
  });
});

describe('transforms', () => {
  it('finds a transform or codec however deep it sits, and nothing in plain schemas', () => {
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(transforms(z.object({ a: z.array(z.object({ b: z.string().transform((s) => s.length) })) }))).toBe(true);
    expect(transforms(z.object({ page: z.array(z.union([z.string(), codec.nullable()])) }))).toBe(true);
    expect(transforms(z.lazy(() => z.string()))).toBe(true);
    expect(transforms(z.object({ a: z.array(Thing), b: z.record(z.string(), z.number().optional()), c: z.string().trim() }))).toBe(false);
    expect(transforms(z.discriminatedUnion('kind', [z.object({ kind: z.literal('x') }), z.object({ kind: z.literal('y') })]))).toBe(false);
  });
});
