import { afterEach, describe, expect, it } from 'vitest';
import type { Pet } from '../will/will';
import { ANN, castWill, clauseBody, clauseOf, PIP, REX, SAM } from './fixtures/clause-wills';
import petTypes from '../../schemas/catalogue/pet-types.json';
import willSchema from '../../schemas/will.schema.json';
import { petDescription, petWording } from './clauses/pet-wording';
import { inLanguage } from './drafting-copy';
import { contentIn, installContentLanguage } from '../i18n/localised-content';

const CARER_CANNOT = 'If anyone I ask to look after a pet dies before me, or is unable or unwilling to take the pet, I ask my Executors to find the pet a good home.';
const COSTS = 'My Executors may pay from my Residuary Estate the reasonable costs of caring for and rehoming my pets until they are settled in their new homes.';
const rex = (hasPetCarePlan: boolean): Pet => ({ name: 'Rex', type: 'dog', hasPetCarePlan });

describe('pets', () => {
  it('gives a pet to the one person asked to care for it', () => {
    expect(clauseOf(castWill({ pets: { [REX]: rex(false) }, guardians: { [REX]: [SAM] } }), 'pets')).toEqual([
      '4. My pets',
      '4.1 I give my dog Rex to Sam Jones of 2 Low Road, York, YO1 1AA, and I ask Sam Jones to look after Rex.',
      `4.2 ${CARER_CANNOT}`,
      `4.3 ${COSTS}`,
    ]);
  });

  it('lists several carers', () => {
    expect(clauseBody(castWill({ pets: { [REX]: rex(false) }, guardians: { [REX]: [SAM, ANN] } }), 'pets')).toEqual([
      'I give my dog Rex to the following, and I ask them to look after Rex together:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      CARER_CANNOT,
      COSTS,
    ]);
  });

  // A pet "with a care plan" was given to nobody: it fell into the residue while the will asked the Executors to
  // call an unnamed provider. A rehoming scheme is now a gift of the pet to the scheme's charity, with the carers after.
  const onScheme = (extra: Partial<Pet> = {}): Pet => ({ ...rex(true), schemeProvider: ' Dogs Trust ', schemeName: 'Canine Care Card', schemeReference: 'CC-1234', ...extra });
  const SCHEME_GIFT = 'I give my dog Rex to Dogs Trust under its rehoming scheme known as Canine Care Card (reference CC-1234), so that Dogs Trust cares for and rehomes Rex under that scheme.';
  const SCHEME_COSTS = 'My Executors may pay from my Residuary Estate any fee or donation the scheme asks for when it takes Rex.';

  it('gives a pet on a rehoming scheme to the scheme\'s charity, with the person chosen on its form as fallback', () => {
    expect(clauseBody(castWill({ pets: { [REX]: onScheme({ schemeFallback: [SAM, SAM, '00000000-0000-4000-8000-00000000dead'] }) } }), 'pets')).toEqual([
      SCHEME_GIFT,
      'If Dogs Trust does not take Rex under that scheme within three months of my death, I give Rex instead to Sam Jones of 2 Low Road, York, YO1 1AA, and I ask Sam Jones to look after Rex.',
      SCHEME_COSTS,
      CARER_CANNOT,
      COSTS,
    ]);
    const many = clauseBody(castWill({ pets: { [REX]: onScheme({ schemeFallback: [SAM, ANN] }) } }), 'pets')!;
    expect(many[1]).toBe('If Dogs Trust does not take Rex under that scheme within three months of my death, I give Rex instead to the following, and I ask them to look after Rex together:');
    // An older answer with guardians and no one chosen on the pet's form: the guardians are the fallback.
    expect(clauseBody(castWill({ pets: { [REX]: onScheme() }, guardians: { [REX]: [ANN] } }), 'pets')![1]).toContain('I give Rex instead to Ann Lee of 3 Hill Top');
  });

  it('asks the Executors to rehome a scheme pet no one else is asked to care for, and leaves out a missing scheme name or reference', () => {
    expect(clauseBody(castWill({ pets: { [REX]: onScheme({ schemeName: null, schemeReference: '' }) } }), 'pets')).toEqual([
      'I give my dog Rex to Dogs Trust under its rehoming scheme, so that Dogs Trust cares for and rehomes Rex under that scheme.',
      'If Dogs Trust does not take Rex under that scheme within three months of my death, I ask my Executors to find Rex a good home.',
      SCHEME_COSTS,
      COSTS,
    ]);
  });

  it('drafts a care plan with no scheme charity named as no plan (the step asks for it): the carer, or a good home', () => {
    expect(clauseBody(castWill({ pets: { [REX]: rex(true) } }), 'pets')).toEqual(['I ask my Executors to find a good home for my dog Rex.', COSTS]);
    expect(clauseBody(castWill({ pets: { [REX]: onScheme({ hasPetCarePlan: false }) } }), 'pets')![0]).toBe('I ask my Executors to find a good home for my dog Rex.');
    expect(clauseBody(castWill({ pets: { [REX]: onScheme() } }), 'pets')!.join('\n')).not.toMatch(/care plan|provider/);
  });

  it('asks the Executors to rehome a pet with neither carer nor plan, and names an other pet by its typed kind', () => {
    const pets: Record<string, Pet> = {
      [REX]: rex(false),
      [PIP]: { name: 'Pip', type: 'other', typeOther: 'tortoise', hasPetCarePlan: false },
    };
    expect(clauseBody(castWill({ pets }), 'pets')).toEqual(['I ask my Executors to find a good home for my dog Rex.', 'I ask my Executors to find a good home for my tortoise Pip.', COSTS]);
    const untyped = { [PIP]: { name: 'Pip', type: 'other' as const, typeOther: null } };
    expect(clauseBody(castWill({ pets: untyped }), 'pets')?.[0]).toBe('I ask my Executors to find a good home for my pet Pip.');
  });

  it('is absent without pets', () => {
    expect(clauseOf(castWill({ pets: {} }), 'pets')).toBeNull();
  });

  it('names a type by its catalogue label and prints any titled extra field, from content alone', () => {
    // What a content editor adds: a catalogue entry and an optional titled field on the pet definition.
    const catalogue = [...petTypes, { type: 'hamster', label: 'Hamster' }];
    const pet = structuredClone(willSchema.definitions.pet) as { properties: Record<string, unknown> };
    pet.properties.microchipNumber = { type: 'string', maxLength: 50, title: 'Microchip number' };
    pet.properties.ageInYears = { type: 'number', title: 'Age in years' };
    const wording = petWording(catalogue, pet);
    const pip = { name: 'Pip', type: 'hamster', microchipNumber: ' 123 ', ageInYears: 2 } as unknown as Pet;
    expect(petDescription(pip, wording)).toBe('my hamster Pip (microchip number 123, age in years 2)');
    expect(petDescription({ ...pip, microchipNumber: '', ageInYears: undefined } as unknown as Pet, wording)).toBe('my hamster Pip');
    expect(petDescription(rex(false), wording)).toBe('my dog Rex');
  });

  it('keeps an acronym in a title as written', () => {
    const wording = petWording(petTypes, { properties: { licence: { type: 'string', title: 'DEFRA licence' } } });
    expect(petDescription({ ...rex(false), licence: 'X1' } as unknown as Pet, wording)).toBe('my dog Rex (DEFRA licence X1)');
  });

  it('prints the extra details wherever the pet is named in the clause', () => {
    const pets = { [REX]: { ...rex(false), microchipNumber: '985112' } as unknown as Pet };
    const schemaWithChip = petWording(petTypes, { properties: { microchipNumber: { title: 'Microchip number' } } });
    expect(petDescription(pets[REX]!, schemaWithChip)).toBe('my dog Rex (microchip number 985112)');
    // The real schema has no titled extra field, so the real clause prints no details.
    expect(clauseBody(castWill({ pets }), 'pets')?.[0]).toBe('I ask my Executors to find a good home for my dog Rex.');
  });

  describe('in the language of the will, not the reader\'s', () => {
    let uninstall = () => {};
    afterEach(() => uninstall());
    const mot = { name: 'Mot', type: 'dog', microchipNumber: ' 985112 ' } as unknown as Pet;

    it('names the type and the titled details in Welsh in a Welsh will, from the drafting copy and the Welsh layers', () => {
      const welshSchema = { properties: { microchipNumber: { title: 'Rhif microsglodyn' } } };
      const welsh = (wording: ReturnType<typeof petWording>, pet: Pet = mot) => inLanguage('cy', () => petDescription(pet, wording)).value;
      expect(welsh(petWording(contentIn(petTypes, 'cy'), welshSchema))).toBe('fy anifail anwes, Mot (ci; rhif microsglodyn 985112)');
      expect(welsh(petWording(contentIn(petTypes, 'cy'), {}))).toBe('fy anifail anwes, Mot (ci)');
      // A type an editor added to the catalogue, which the drafting copy has no word for: its label in the layer.
      const hamster = { name: 'Pip', type: 'hamster' } as unknown as Pet;
      expect(welsh(petWording([...contentIn(petTypes, 'cy'), { type: 'hamster', label: 'Bochdew' }], {}), hamster)).toBe('fy anifail anwes, Pip (bochdew)');
    });

    it('drafts an English will read by a Welsh reader in English, and a Welsh will read by an English reader in Welsh', () => {
      const pets = { [REX]: rex(false) };
      expect(clauseBody({ ...castWill({ pets }), willLanguage: 'cy' }, 'pets')![0]).toContain('fy anifail anwes, Rex (ci)');
      uninstall = installContentLanguage({ language: () => 'cy' });
      expect(clauseBody(castWill({ pets }), 'pets')![0]).toBe('I ask my Executors to find a good home for my dog Rex.');
    });
  });
});
