// Libraries that only some deployments use are imported when first needed, not at start:
// imapflow, mailparser and nodemailer (IMAP, MIME, SMTP) together hold ~39 MiB resident in a
// bare Node process, GraphiQL's page renderer ~35 MiB; a workspace that never syncs a mailbox,
// sends an email or opens GraphiQL in a browser should not carry them (issue 45's idle-memory
// target for `npm start`).

/**
 * `load` run once, on the first call; every call answers the same promise. A failed import is
 * not retried: a missing module stays missing.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
