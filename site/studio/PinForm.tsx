import { type FormEvent, useState } from 'react'
import { PinBodySchema } from '../../shared/api/studio'
import { checkForm } from './forms'
import { FEED_DELAY, TextField } from './ui'

/** Pins a product by its catalog id: one that is not among the matches above. */
export function PinForm({
  busy,
  onPin,
}: {
  busy: boolean
  onPin: (productId: number) => Promise<boolean>
}) {
  const [id, setId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = id.trim()
    const checked = checkForm(PinBodySchema, {
      productId: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    })
    if (!checked.ok) {
      setError(
        typed === ''
          ? 'Type the product’s id.'
          : (checked.errors.productId ?? 'The product id is a whole number, such as 1042.'),
      )
      document.getElementById('pin-id')?.focus()
      return
    }
    setError(undefined)
    if (await onPin(checked.value.productId)) setId('')
  }
  return (
    <form className="studio-form studio-inline-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        id="pin-id"
        label="Pin a product by id"
        hint={`For a product that is not in the list above. Open widgets show it within ${FEED_DELAY}.`}
        value={id}
        error={error}
        onChange={setId}
      />
      <p>
        <button type="submit" disabled={busy}>
          Pin this product
        </button>
      </p>
    </form>
  )
}
