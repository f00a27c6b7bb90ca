// The form kit: one way to write a form (issue 15 item 6). It holds
// - the values (any shape: strings of a sign-in form, the specs and prices of an edit form),
// - the caller's checks, run on every render so their messages follow the active language and never
//   disagree with what is typed (a field speaks once left changed, or once the user tried to submit;
//   a `live` field as soon as it is typed in, like a tracking number's format),
// - for a form whose submit stays disabled until it is valid (the order actions), what is still
//   missing in a few words (`needs`), which components/submit-button shows beside it,
// - the submit: a handler that returns the api call's promise (a mutation of the feature's api/ file,
//   which goes through the outbox where the call is declared there) is awaited; a refusal's field errors
//   (a 400's `fields`, already in the caller's language) land on their fields by path until the next
//   submit, and the refusal itself is kept for the form's alert,
// - whether it differs from what it opened with, reported to `onDirty` so a drawer asks before a
//   changed form is left (components/form-drawer, use-guarded-close).
// No form library is installed; the contract's zod schemas reach a form through form-schema.ts.
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { fieldErrorsOf } from './api-error'

export type FormValues = Record<string, string>
/** A message per field name, or per path (`attributes.color`) for the server's errors. */
export type FieldErrors<V extends object> = Partial<Record<keyof V & string, string>> & Partial<Record<string, string>>

interface UseFormOptions<V extends object> {
  initialValues: V
  /** Returns a message per invalid field; called on every render. Without it every value is valid. */
  validate?: (values: V) => Partial<Record<keyof V & string, string | undefined>>
  /** Told whether the form differs from its initial values, each time that changes. */
  onDirty?: (dirty: boolean) => void
  /** Fields whose error shows while typing, once they differ from their initial value, not only once left. */
  live?: readonly (keyof V & string)[]
  /** What is still missing while the form is invalid, as short noun phrases ("a reason"); called on every render. */
  needs?: (values: V) => readonly string[]
}

const sameValues = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
const NO_CHECKS = () => ({})
const NOTHING: readonly string[] = []

export function useForm<V extends object>(options: UseFormOptions<V>) {
  const { initialValues, validate = NO_CHECKS, onDirty, live = NOTHING } = options
  type Key = keyof V & string
  const [values, setAll] = useState(initialValues)
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState<unknown>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  // A submit that resolves after the form is gone (a drawer closed by onDone) sets no state.
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  const allErrors = validate(values) as Partial<Record<string, string | undefined>>
  const isValid = Object.values(allErrors).every((message) => !message)
  const errors: FieldErrors<V> = { ...serverErrors } as FieldErrors<V>
  for (const key of Object.keys(allErrors)) {
    const message = allErrors[key]
    const typedIn = live.includes(key) && !sameValues(values[key as Key], initialValues[key as Key])
    if (message && (submitted || touched[key as Key] || typedIn)) (errors as Record<string, string>)[key] = message
  }
  const missing = isValid ? NOTHING : (options.needs?.(values) ?? NOTHING)

  // Stable across renders, so an effect may depend on them.
  const setFieldValue = useCallback(
    <K extends Key>(key: K, value: V[K]) => setAll((current) => ({ ...current, [key]: value })),
    [],
  )
  /** Merges a change of several values (a new model clears the prices typed for the old one). */
  const setValues = useCallback((change: Partial<V>) => setAll((current) => ({ ...current, ...change })), [])

  /** Shows the field's error now (e.g. before sending an SMS code) and says whether it is valid. */
  const touch = (key: Key): boolean => {
    setTouched((current) => ({ ...current, [key]: true }))
    return !allErrors[key]
  }

  /** For a text input, text area, select or segmented control whose value is the field's string. */
  const getInputProps = <K extends Key>(key: K) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) =>
      setFieldValue(key, (typeof event === 'string' ? event : event.currentTarget.value) as V[K]),
    onBlur: () => {
      if (!sameValues(values[key], initialValues[key])) setTouched((current) => ({ ...current, [key]: true }))
    },
    error: errors[key],
  })

  /**
   * The form's onSubmit: shows every error, and calls the handler only when the checks pass. A
   * handler that returns the api call's promise is awaited (`submitting`); its refusal's field
   * errors go on their fields and the refusal to `submitError`.
   */
  const onSubmit = (handler: (values: V) => unknown) => (event?: FormEvent) => {
    event?.preventDefault()
    setSubmitted(true)
    if (!isValid) return
    setServerErrors({})
    setSubmitError(null)
    const result = handler(values)
    if (!(result instanceof Promise)) return
    setSubmitting(true)
    result.then(
      () => {
        if (mounted.current) setSubmitting(false)
      },
      (error: unknown) => {
        if (!mounted.current) return
        setSubmitting(false)
        setSubmitError(error)
        setServerErrors(fieldErrorsOf(error))
      },
    )
  }

  const reset = () => {
    setAll(initialValues)
    setTouched({})
    setSubmitted(false)
    setServerErrors({})
    setSubmitError(null)
  }

  const isDirty = !sameValues(values, initialValues)
  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty])

  return {
    values,
    errors,
    isValid,
    missing,
    isDirty,
    submitted,
    submitting,
    submitError,
    setFieldValue,
    setValues,
    touch,
    getInputProps,
    onSubmit,
    reset,
  }
}

/** What useForm gives a form, for the frames that take it whole (an action modal). */
export type FormKit<V extends object> = ReturnType<typeof useForm<V>>
