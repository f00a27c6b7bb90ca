// What the factory-product form and the supplied-product form share: the row as it was when the form opened (its version is what the change is
// based on: a 412 when stale), the form kit's values, the contract's check before sending, the
// save of the kind, and the frame — the refusal's alert, the status choice and Save (enabled when
// changed and, after a first try, valid). Each form brings only its own fields and mapping.
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { type ReactNode, useMemo, useState } from 'react'
import type { SupplyStatus } from '../../../contract/supply'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import type { SupplyKind, SupplyRowOf, SupplySaveOf } from '../api/supply-kind'
import { useSaveSupplyProduct } from '../api/supply-products'
import { SupplyStatusControl } from './supply-status-badge'

/** The one mapping between a row of the kind and its form (the kind's *-form-values.ts). */
export interface SupplyFormMapping<K extends SupplyKind, V> {
  toForm: (row: SupplyRowOf[K] | null) => V
  toInput: (values: V, row: SupplyRowOf[K] | null) => SupplySaveOf[K]
  /** Field paths the contract's schema refuses; the form words each message. */
  errors: (values: V, row: SupplyRowOf[K] | null) => Set<string>
}

export interface SupplyFormOptions<K extends SupplyKind, V> {
  kind: K
  row: SupplyRowOf[K] | null
  mapping: SupplyFormMapping<K, V>
  /** The notice after a save: of an edit, or of a new row. */
  savedText: (edited: boolean) => string
  onDirty: (dirty: boolean) => void
  onSaved: () => void
}

export function useSupplyForm<K extends SupplyKind, V extends { status: SupplyStatus }>(
  options: SupplyFormOptions<K, V>,
) {
  const { kind, mapping } = options
  const save = useSaveSupplyProduct(kind)
  const [row] = useState(options.row)
  const initial = useMemo(() => mapping.toForm(row), [mapping, row])
  const form = useForm<V>({ initialValues: initial, onDirty: options.onDirty })
  const errors = mapping.errors(form.values, row)
  /** The form's own check first; else what the server refused on that field (kept until the next save). */
  const shown = (path: string, message: string) => (form.submitted && errors.has(path) ? message : form.errors[path])
  // The kit awaits the save: a refusal shows in the alert, and its field errors on their fields.
  const submit = form.onSubmit(async () => {
    if (errors.size > 0) return
    await save.mutateAsync(mapping.toInput(form.values, row))
    notifySuccess(options.savedText(row !== null))
    options.onSaved()
  })
  return { ...form, row, invalid: errors, shown, submit }
}

export type SupplyForm<V extends { status: SupplyStatus }> = ReturnType<typeof useSupplyForm<SupplyKind, V>>

/** The form element around a supply form's own fields. */
export function SupplyFormFrame<V extends { status: SupplyStatus }>({
  form,
  children,
}: {
  form: SupplyForm<V>
  children: ReactNode
}) {
  return (
    <form onSubmit={form.submit}>
      <Stack gap="sm">
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        {children}
        <SupplyStatusControl
          value={form.values.status}
          onChange={(status) => form.setValues({ status } as Partial<V>)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            disabled={!form.isDirty || (form.submitted && form.invalid.size > 0)}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
