/** The charity index's tables (migration 0010): the register entries, and on SQLite their FTS5 index. */
export type CharityTables = {
  charity: {
    /** The registered charity number, as text (the register's id). */
    id: string;
    name: string;
    reg_number: string;
    logo: string | null;
    /** Initials of the name's main words ('RNLI'), so an acronym finds the charity. */
    acronym: string;
  };
  /** SQLite only: FTS5 over name, acronym and number, rowid = charity's rowid. */
  charity_fts: { rowid: number; name: string; acronym: string; reg_number: string };
};
