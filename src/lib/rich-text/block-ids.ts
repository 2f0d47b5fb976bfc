// Block ids are derived from position (pre-order index in the document), not random, so the same
// markdown always yields byte-identical JSON: writes are idempotent and tests can assert ids.
// Layout: RFC 9562 UUIDv8 ("custom"), version nibble 8 and variant 10xx, counter in the last group,
// so anything that validates UUID syntax accepts them.

export type NextBlockId = () => string;

export function blockIdSequence(): NextBlockId {
  let position = 0;
  return () => {
    position += 1;
    return `00000000-0000-8000-8000-${position.toString(16).padStart(12, '0')}`;
  };
}
