import { type FormEvent, useState } from 'react'
import {
  MEMBER_ROLES,
  type Member,
  MemberBodySchema,
  type MemberRole,
} from '../../shared/api/studio'
import { useAction } from './actions'
import { checkForm } from './forms'
import { ROLE_LABEL } from './roles'
import type { SectionProps } from './sections'
import { ActionMessage, BusyButton, ConfirmButton, LoadProblem, SelectField, TextField } from './ui'
import { useLoad } from './use-load'

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))

type ListProps = {
  members: Member[]
  /** Remove, for owners; absent for editors. */
  onRemove?: ((email: string) => void) | undefined
  busy: boolean
}

function MemberList({ members, onRemove, busy }: ListProps) {
  return (
    <ul className="studio-list" aria-label="Members">
      {members.map((member) => (
        <li key={member.email}>
          <span className="studio-member">
            {member.email}
            <span className="studio-badge">{ROLE_LABEL[member.role]}</span>
            {member.operator && <span className="studio-badge">Operator</span>}
          </span>
          {onRemove && !member.operator && (
            <ConfirmButton
              label="Remove"
              hiddenLabel={member.email}
              question={`${member.email} loses access to this channel at once. Remove them?`}
              confirmLabel="Yes, remove"
              onConfirm={() => {
                if (!busy) onRemove(member.email)
              }}
            />
          )}
        </li>
      ))}
    </ul>
  )
}

function AddMember({
  onAdd,
  busy,
}: {
  onAdd: (email: string, role: MemberRole) => Promise<boolean>
  busy: boolean
}) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MemberRole>('editor')
  const [error, setError] = useState<string | undefined>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(MemberBodySchema, { email, role })
    if (!checked.ok) {
      setError(checked.errors.email ?? Object.values(checked.errors)[0])
      document.getElementById('member-email')?.focus()
      return
    }
    setError(undefined)
    if (await onAdd(checked.value.email, checked.value.role)) setEmail('')
  }
  return (
    <form className="studio-form studio-inline-form" noValidate onSubmit={submit}>
      <TextField
        id="member-email"
        label="Add a member by e-mail"
        hint="The address they sign in with. They see the channel in their Studio once they sign in."
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={setEmail}
      />
      <SelectField
        id="member-role"
        label="Role"
        value={role}
        options={ROLE_OPTIONS}
        onChange={setRole}
      />
      <BusyButton busy={busy} label="Add member" />
    </form>
  )
}

/** "Members": who may work on the channel; owners add by e-mail and remove. */
export function MembersSection({ studio, channel }: SectionProps) {
  const owner = channel.role === 'owner'
  const { load, retry, set } = useLoad(`members:${channel.id}`, (signal) =>
    studio.api.members(channel.id, { signal }),
  )
  const { action, run } = useAction()
  const busy = action.state === 'busy'
  const add = (email: string, role: MemberRole) =>
    run(
      () => studio.api.addMember(channel.id, email, role),
      (members) => {
        set(members)
        return `Added ${email} as ${ROLE_LABEL[role].toLowerCase()}.`
      },
    )
  const remove = (email: string) =>
    void run(
      () => studio.api.removeMember(channel.id, email),
      (members) => {
        set(members)
        return `Removed ${email}.`
      },
    )
  return (
    <>
      <p>
        Owners change everything here; editors see the channel and its snippet. Operators run this
        server and own its demo channels through its configuration: they cannot be removed here.
      </p>
      {load.state === 'loading' && (
        <p className="studio-status" role="status">
          Loading the members…
        </p>
      )}
      {load.state === 'failed' && (
        <LoadProblem what="The members" error={load.error} onRetry={retry} />
      )}
      {load.state === 'ready' && (
        <MemberList members={load.data} onRemove={owner ? remove : undefined} busy={busy} />
      )}
      {owner ? (
        <AddMember onAdd={add} busy={busy} />
      ) : (
        <p className="studio-note">Only the channel’s owners can add or remove members.</p>
      )}
      <ActionMessage action={action} />
    </>
  )
}
