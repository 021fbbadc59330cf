/** SPEC §7 invitation_code: the caller's own code and the /invite link to share. */
export function presentInvitationCode(code: string, publicUrl: string) {
  return { code, link: new URL(`/invite/${code}`, publicUrl).toString() };
}

/** SPEC §7 invitation_code/check: a valid code and whose it is. */
export function presentCodeCheck(referrer: { username: string }) {
  return { valid: true, inviterName: referrer.username };
}

/** GetInviteTypeName: what an /invite/{code} link is, for its landing page. */
export function presentInviteType(referrer: { username: string }) {
  return { TypeName: 'referral', InviterName: referrer.username };
}
