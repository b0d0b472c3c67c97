import { describe, expect, it } from 'vitest';
import { contentSources, catalogues } from './content-sources';
import { ContentSchemaError } from './content-schema-error';
import { resolveStepSchema } from './resolve-step-schema';

const willSchema = {
  definitions: {
    name: { type: 'string', minLength: 1 },
    petType: { type: 'string', $catalogue: 'pet-types', value: 'type', label: 'label' },
    pet: {
      type: 'object',
      required: ['name'],
      properties: { name: { $ref: '#/definitions/name' }, type: { $ref: '#/definitions/petType' } },
    },
    loop: { $ref: '#/definitions/loop' },
  },
};
const sources = { willSchema, catalogues: { 'pet-types': [{ type: 'dog', label: 'Dog' }] } };

describe('resolveStepSchema', () => {
  it('inlines a definition and its own refs, then expands catalogues', () => {
    expect(resolveStepSchema({ $ref: '../will.schema.json#/definitions/pet' }, sources)).toEqual({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1 }, type: { type: 'string', oneOf: [{ const: 'dog', title: 'Dog' }] } },
    });
  });

  it('resolves refs at any depth, lets keys beside a ref override, and keeps step-local refs', () => {
    const schema = {
      type: 'object',
      properties: { pet: { $ref: '../will.schema.json#/definitions/name', title: 'Name' }, other: { $ref: '#/definitions/x' } },
    };
    expect(resolveStepSchema(schema, sources)).toEqual({
      type: 'object',
      properties: { pet: { type: 'string', minLength: 1, title: 'Name' }, other: { $ref: '#/definitions/x' } },
    });
  });

  it('throws an error naming a ref that does not resolve, with its pointer', () => {
    const schema = { properties: { a: { $ref: '../will.schema.json#/definitions/nope' } } };
    expect(() => resolveStepSchema(schema, sources)).toThrow('$ref "../will.schema.json#/definitions/nope" does not resolve');
    try {
      resolveStepSchema(schema, sources);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentSchemaError);
      expect((error as ContentSchemaError).pointer).toBe('/properties/a');
    }
    expect(() => resolveStepSchema({ $ref: 'other.json#/a' }, sources)).toThrow('$ref "other.json#/a"');
    expect(() => resolveStepSchema({ $ref: '../will.schema.json#/definitions/loop' }, sources)).toThrow('refers to itself');
  });

  it('resolves the real pet definition against the real content', () => {
    const pet = resolveStepSchema<{ properties: Record<string, any> }>({ $ref: '../will.schema.json#/definitions/pet' }, contentSources);
    expect(pet.properties.type.oneOf).toContainEqual({ const: 'dog', title: 'Dog' });
    expect(pet.properties.name).toMatchObject({ type: 'string', minLength: 1 });
    expect(JSON.stringify(pet)).not.toMatch(/\$ref|\$catalogue/);
    expect(Object.keys(catalogues)).toContain('titles');
  });
});
