/**
 * Whether two email addresses reach the same mailbox, for the rule that a parent's consent comes
 * from an address that is not the child's (guides/children-safety.md). Compared, not stored:
 * - case is ignored everywhere (providers treat local parts case-insensitively in practice);
 * - a `+tag` (plus-addressing) is dropped from the local part, for every provider: the tagged
 *   address lands in the same inbox wherever plus-addressing works, and refusing a rare real
 *   `a+b@` parent address is the safe side;
 * - dots in the local part are dropped where the provider ignores them (Gmail: gmail.com and
 *   googlemail.com, which are also one domain).
 */
const dotlessDomains: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The mailbox an address reaches, in a form two addresses can be compared by. */
export function mailboxOf(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0) return value;
  let local = value.slice(0, at);
  let domain = value.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = dotlessDomains[domain];
  if (canonical) {
    local = local.replaceAll('.', '');
    domain = canonical;
  }
  return `${local}@${domain}`;
}

/** True when both addresses reach the same mailbox (see mailboxOf). */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}
