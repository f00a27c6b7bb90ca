// The form kit: the caller's checks speak once the user tried to submit, a submit that returns the
// api call's promise is awaited, a refusal's field errors land on their fields by path until the
// next submit, and a changed form tells its drawer (so leaving it asks first).
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { useForm } from './use-form'

interface Values {
  name: string
  attributes: Record<string, string>
}
const initialValues: Values = { name: '', attributes: {} }
const validate = (values: Values) => ({ name: values.name.trim() ? undefined : 'Enter the name' })

function refusal() {
  return new ApiError({
    message: 'Check the marked fields',
    serverCode: 400,
    status: 400,
    fields: [
      { path: 'attributes.color', message: 'Choose the colour' },
      { path: 'attributes.color', message: 'a second message is not shown' },
    ],
  })
}

describe('useForm', () => {
  it('says what is wrong only once the user tried to submit, and does not call the handler then', () => {
    const handler = vi.fn()
    const { result } = renderHook(() => useForm({ initialValues, validate }))
    expect(result.current.errors.name).toBeUndefined()
    expect(result.current.isValid).toBe(false)
    act(() => result.current.onSubmit(handler)())
    expect(handler).not.toHaveBeenCalled()
    expect(result.current.errors.name).toBe('Enter the name')
    act(() => result.current.setFieldValue('name', 'Shop'))
    expect(result.current.errors.name).toBeUndefined()
  })

  it('awaits the api call, puts the refusal’s field errors on their fields and keeps the refusal', async () => {
    let refuse: (error: unknown) => void = () => {}
    const handler = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)))
    const { result } = renderHook(() => useForm({ initialValues: { ...initialValues, name: 'Shop' }, validate }))
    act(() => result.current.onSubmit(handler)())
    expect(handler).toHaveBeenCalledWith({ name: 'Shop', attributes: {} })
    expect(result.current.submitting).toBe(true)
    const error = refusal()
    await act(async () => refuse(error))
    expect(result.current.submitting).toBe(false)
    expect(result.current.submitError).toBe(error)
    expect(result.current.errors['attributes.color']).toBe('Choose the colour')
    // Until the next submit, which starts clean and succeeds.
    act(() => result.current.setValues({ attributes: { color: 'red' } }))
    expect(result.current.errors['attributes.color']).toBe('Choose the colour')
    await act(async () => result.current.onSubmit(() => Promise.resolve())())
    expect(result.current.errors['attributes.color']).toBeUndefined()
    expect(result.current.submitError).toBeNull()
    expect(result.current.submitting).toBe(false)
  })

  it('tells the drawer when the form differs from what it opened with, and when it no longer does', () => {
    const onDirty = vi.fn()
    const { result } = renderHook(() => useForm({ initialValues, onDirty }))
    expect(onDirty).toHaveBeenLastCalledWith(false)
    act(() => result.current.setValues({ attributes: { color: 'red' } }))
    expect(result.current.isDirty).toBe(true)
    expect(onDirty).toHaveBeenLastCalledWith(true)
    act(() => result.current.setValues({ attributes: {} }))
    expect(onDirty).toHaveBeenLastCalledWith(false)
  })

  it('keeps its setters the same across renders, so an effect may depend on them', () => {
    const { result, rerender } = renderHook(() => useForm({ initialValues }))
    const { setValues, setFieldValue } = result.current
    rerender()
    expect(result.current.setValues).toBe(setValues)
    expect(result.current.setFieldValue).toBe(setFieldValue)
  })

  it('shows a live field’s error while it is typed, and a plain field’s only once it is left changed', () => {
    const checks = (values: { code: string; note: string }) => ({
      code: values.code.length >= 4 ? undefined : '4 or more characters',
      note: values.note.length >= 4 ? undefined : 'Too short',
    })
    const { result } = renderHook(() =>
      useForm({ initialValues: { code: '', note: '' }, validate: checks, live: ['code'] }),
    )
    expect(result.current.errors.code).toBeUndefined()
    act(() => {
      result.current.setFieldValue('code', 'ab')
      result.current.setFieldValue('note', 'ab')
    })
    expect(result.current.errors.code).toBe('4 or more characters')
    expect(result.current.errors.note).toBeUndefined()
    act(() => result.current.getInputProps('note').onBlur())
    expect(result.current.errors.note).toBe('Too short')
  })

  it('says what is still missing while invalid, and nothing once valid', () => {
    const needs = (values: Values) => (values.name.trim() ? [] : ['a name'])
    const { result } = renderHook(() => useForm({ initialValues, validate, needs }))
    expect(result.current.missing).toEqual(['a name'])
    act(() => result.current.setFieldValue('name', 'Shop'))
    expect(result.current.isValid).toBe(true)
    expect(result.current.missing).toEqual([])
  })
})
