import { describe, expect, it } from 'vitest';
import { ContentSchemaError } from './content-schema-error';
import { expandCatalogues } from './expand-catalogue';

const catalogues = {
  'pet-types': [{ type: 'dog', label: 'Dog' }, { type: 'hamster', label: 'Hamster' }],
  titles: ['Mr.', 'Dr.'],
};

describe('expandCatalogues', () => {
  it('turns a labelled reference into oneOf const/title, keeping the node\'s other keys', () => {
    const schema = { type: 'object', properties: { type: { type: 'string', title: 'Type', $catalogue: 'pet-types', value: 'type', label: 'label' } } };
    expect(expandCatalogues(schema, catalogues)).toEqual({
      type: 'object',
      properties: { type: { type: 'string', title: 'Type', oneOf: [{ const: 'dog', title: 'Dog' }, { const: 'hamster', title: 'Hamster' }] } },
    });
  });

  it('gives an enum without a label, of the value key or of plain entries, and always with labels: false', () => {
    expect(expandCatalogues({ type: 'string', $catalogue: 'titles' }, catalogues)).toEqual({ type: 'string', enum: ['Mr.', 'Dr.'] });
    expect(expandCatalogues({ $catalogue: 'pet-types', value: 'type' }, catalogues)).toEqual({ enum: ['dog', 'hamster'] });
    expect(expandCatalogues({ $catalogue: 'pet-types', value: 'type', label: 'label' }, catalogues, { labels: false })).toEqual({ enum: ['dog', 'hamster'] });
  });

  it('expands inside arrays and leaves the input unchanged', () => {
    const schema = { anyOf: [{ $catalogue: 'titles' }, { const: '' }] };
    const before = structuredClone(schema);
    expect(expandCatalogues(schema, catalogues)).toEqual({ anyOf: [{ enum: ['Mr.', 'Dr.'] }, { const: '' }] });
    expect(schema).toEqual(before);
  });

  it('throws with the pointer for an unknown catalogue or a missing key', () => {
    const unknown = () => expandCatalogues({ properties: { a: { $catalogue: 'colours' } } }, catalogues);
    expect(unknown).toThrow(ContentSchemaError);
    expect(unknown).toThrow('unknown catalogue "colours"');
    try {
      unknown();
    } catch (error) {
      expect((error as ContentSchemaError).pointer).toBe('/properties/a');
    }
    expect(() => expandCatalogues({ $catalogue: 'pet-types', value: 'kind' }, catalogues)).toThrow('entry 0 has no "kind"');
  });
});
