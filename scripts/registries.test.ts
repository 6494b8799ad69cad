/**
 * The generated lists are what the files declare: a new area, module, table or namespace that was
 * added without `npm run registries` fails here, naming the list to regenerate.
 */
import { describe, expect, it } from 'vitest';
import { staleRegistries } from './registries.mjs';

describe('registries', () => {
  it('lists every declared area, module, collection, table and namespace', () => {
    expect(staleRegistries()).toEqual([]);
  });
});
