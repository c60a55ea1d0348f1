// Who writes (docs/api.md §3, §12): a session user may change their own objects, and the shared
// ones too when their token carries the manager role; a secret key may change anything of the
// account. The Lua scripts receive `user` ('' for a secret key) and `manager` ('1' or '0').

export interface Writer {
  /** The session token's user, or null for a secret key. */
  user: string | null;
  /** May write shared objects (always true for a secret key). */
  manager: boolean;
}

export const SECRET_KEY_WRITER: Writer = { user: null, manager: true };

/** The two named ARGV values a write script takes: acting user ('' = any) and '1'/'0' for shared writes. */
export function writerValues(writer: Writer): { actingUser: string; writeShared: string } {
  return { actingUser: writer.user ?? '', writeShared: writer.manager ? '1' : '0' };
}
