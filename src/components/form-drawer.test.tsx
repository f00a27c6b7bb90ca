import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../lib/testing/providers'
import { FormDrawer, type FormDrawerProps } from './form-drawer'

function Form({ onDirty, onCancel }: { onDirty: (dirty: boolean) => void; onCancel: () => void }) {
  return (
    <>
      <input aria-label="Name" onChange={() => onDirty(true)} />
      <button type="button" onClick={onCancel}>
        Back
      </button>
    </>
  )
}

function renderDrawer(props: Partial<FormDrawerProps> = {}) {
  const onClose = vi.fn()
  renderWithProviders(
    <FormDrawer opened title="Edit thing" size="md" onClose={onClose} {...props}>
      {(form) => <Form {...form} />}
    </FormDrawer>,
  )
  return onClose
}

describe('FormDrawer', () => {
  it('shows the form only once the row to edit is read, and the read’s error instead of a form', () => {
    renderDrawer({ read: { isPending: true, isError: false, error: null } })
    expect(screen.queryByLabelText('Name')).toBeNull()
    renderDrawer({ read: { isPending: false, isError: true, error: new Error('gone') } })
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(screen.queryByLabelText('Name')).toBeNull()
  })

  it('renders nothing of the form while closed', () => {
    renderDrawer({ opened: false })
    expect(screen.queryByLabelText('Name')).toBeNull()
  })

  it('the form’s own Cancel asks first once it is changed, like the drawer’s close', async () => {
    const onClose = renderDrawer()
    await userEvent.type(screen.getByLabelText('Name'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('an unchanged form closes at once', async () => {
    const onClose = renderDrawer()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
