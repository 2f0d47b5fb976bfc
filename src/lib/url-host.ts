// A URL's host as sockets and resolvers take it: `new URL('http://[::1]/').hostname` keeps the
// brackets of an IPv6 literal, which `net.isIP`, DNS lookups and SMTP clients do not want.

/** `[::1]` -> `::1`; any other host name as it is. */
export const bareHostname = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');
