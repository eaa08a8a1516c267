import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './text-input';

describe('fieldsWithNul', () => {
  it('names every field whose text or key holds a NUL character, as validation errors name fields', () => {
    expect(fieldsWithNul({ reason: 'a\u0000b', ok: 'fine' }, 'body')).toEqual(['reason']);
    expect(fieldsWithNul({ pickup: { city: '\u0000' }, lanes: ['x', 'y\u0000'] }, 'body')).toEqual([
      'pickup.city',
      'lanes.1',
    ]);
    expect(fieldsWithNul({ 'k\u0000': 'v' }, 'query')).toEqual(['k\u0000']);
    expect(fieldsWithNul('\u0000', 'body')).toEqual(['body']);
    expect(fieldsWithNul(Buffer.from([0, 0]), 'body')).toEqual([]);
    expect(fieldsWithNul(undefined, 'body')).toEqual([]);
  });
});
