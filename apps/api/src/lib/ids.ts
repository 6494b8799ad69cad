import { v7 } from 'uuid';

/** New identifiers are UUIDv7: time-ordered, so indexes stay compact and lists sort by creation. */
export function newID(): string {
  return v7();
}
