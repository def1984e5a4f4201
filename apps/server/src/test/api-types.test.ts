import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS_FILE,
  apiPathsSource,
  pathPatternOf,
  servedDocument,
  typeOf,
} from '../../../../scripts/api-types/openapi-to-ts.ts';
import { SERVER_OF_ITS_OWN_MS } from './server.ts';

// The web's API client is typed by apps/web/src/lib/api-paths.ts, generated from the document the
// app serves; a route or contract schema changed without `npm run api-types` fails here.
describe('the web API types', () => {
  it(
    'are what the served OpenAPI document generates (run `npm run api-types` when not)',
    async () => {
      const fresh = apiPathsSource(await servedDocument());
      const committed = readFileSync(API_PATHS_FILE, 'utf8');
      expect(committed === fresh, `${API_PATHS_FILE} is out of date: run npm run api-types`).toBe(true);
    },
    SERVER_OF_ITS_OWN_MS,
  );

  it('write JSON schemas as TypeScript', () => {
    expect(
      typeOf({
        type: 'object',
        properties: {
          id: { type: 'integer' },
          'x-kind': { type: 'string', enum: ['seat', "it's"], nullable: true },
          tags: { type: 'array', items: { type: 'string' } },
          extra: { type: 'object', additionalProperties: { type: 'number' } },
        },
        required: ['id', 'x-kind'],
        additionalProperties: false,
      }),
    ).toBe(
      [
        '{',
        '  id: number;',
        "  'x-kind': 'seat' | 'it\\'s' | null;",
        '  tags?: string[];',
        '  extra?: {',
        '    [key: string]: number;',
        '  };',
        '}',
      ].join('\n'),
    );
    expect(() => typeOf({ $ref: '#/components/schemas/X' })).toThrow(/\$ref/);
  });

  it('write a numeric path parameter as a number, any other as text', () => {
    const id = { anyOf: [{ type: 'number' }, { type: 'string' }] };
    const operation = {
      parameters: [
        { in: 'path', name: 'id', schema: id },
        { in: 'path', name: 'token', schema: { type: 'string' } },
      ],
    };
    expect(pathPatternOf('/api/receipts/{id}/pdf', operation)).toBe(`\`/api/receipts/\${number}/pdf\``);
    expect(pathPatternOf('/api/receipts/shared/{token}', operation)).toBe(
      `\`/api/receipts/shared/\${string}\``,
    );
    expect(pathPatternOf('/api/receipts', operation)).toBe("'/api/receipts'");
  });
});
