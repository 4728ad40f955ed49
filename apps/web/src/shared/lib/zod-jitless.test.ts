import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without its eval probe', () => {
  it('is what zod reads as its own setting: no `new Function` when a schema is made', () => {
    expect(config().jitless).toBe(true);
    const made: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        made.push(args.join(','));
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'Layla', age: 31 })).toEqual({ name: 'Layla', age: 31 });
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
