import type { MemberRole } from '../../shared/api/studio'

/** A role as people read it. */
export const ROLE_LABEL: Record<MemberRole, string> = { owner: 'Owner', editor: 'Editor' }

/** "You are an owner" / "You are an editor". */
export function yourRole(role: MemberRole): string {
  return role === 'owner' ? 'You are an owner' : 'You are an editor'
}
