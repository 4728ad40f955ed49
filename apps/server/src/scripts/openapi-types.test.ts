import { expect, it } from 'vitest';
import { openApiTypes } from './openapi-types.js';

const document = {
  paths: {
    '/api/things/{id}': {
      get: {
        summary: 'One thing',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
          { in: 'query', name: 'page', required: false, schema: { type: 'integer' } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    name: { type: 'string', description: 'Shown name' },
                    tags: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
                    kind: { type: 'string', enum: ['a', "b'c"], nullable: true },
                    'odd-key': { type: 'boolean' },
                    counts: { type: 'object', additionalProperties: { type: 'integer' } },
                  },
                  required: ['name', 'tags', 'kind'],
                  additionalProperties: false,
                },
              },
            },
          },
        },
      },
      delete: { parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }], responses: { '200': {} } },
    },
    '/api/things': {
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'number' } } } } },
        },
        responses: { '201': { content: { 'application/json': { schema: { type: 'array', items: { type: 'string', nullable: true } } } } } },
      },
    },
    '/elsewhere': { get: { responses: {} } },
  },
};

it('writes path, query, body and answer types under /api, with optional keys, unions, nullables and records', () => {
  const source = openApiTypes(document);
  expect(source).toContain(`  '/things/{id}': {
    /** One thing */
    get: {
      path: {
        id: string;
      };
      query?: {
        page?: number;
      };
      response: {
        /** Shown name */
        name: string;
        tags: (string | number)[];
        kind: 'a' | 'b\\'c' | null;
        'odd-key'?: boolean;
        counts?: Record<string, number>;
      };
    };
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };`);
  expect(source).toContain(`  '/things': {
    post: {
      body: {
        n?: number;
      };
      response: (string | null)[];
    };
  };`);
  expect(source).not.toContain('elsewhere');
});
