// Libraries that only some deployments use (SMTP, IMAP, MIME parsing) are imported when first
// needed, not at start: imapflow, mailparser and nodemailer together hold ~39 MiB resident in a
// bare Node process, and a workspace that never syncs a mailbox or sends an email should not
// carry them (issue 45's idle-memory target for `npm start`).

/**
 * `load` run once, on the first call; every call answers the same promise. A failed import is
 * not retried: a missing module stays missing.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
