import Hashids from 'hashids';

/** Turns serial user ids into the public hashids of SPEC 6, and back. */
export function createHashids(salt: string) {
  const hashids = new Hashids(salt, 8);
  return {
    encode: (id: string | number): string => hashids.encode(Number(id)),
    decode: (hashid: string): number | null => {
      const [id] = hashids.decode(hashid);
      return id === undefined ? null : Number(id);
    },
  };
}
