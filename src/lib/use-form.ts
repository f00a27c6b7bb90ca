// A small form-state hook (no form library is installed): values, which fields have been
// visited, and errors derived from the values on every render, so they follow the active
// language and can never disagree with what is typed.
import { type ChangeEvent, type FormEvent, useState } from 'react'

export type FormValues = Record<string, string>
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V, string>>

interface UseFormOptions<V extends FormValues> {
  initialValues: V
  /** Returns a message per invalid field; called on every render. */
  validate: (values: V) => FieldErrors<V>
}

export function useForm<V extends FormValues>({ initialValues, validate }: UseFormOptions<V>) {
  const [values, setValues] = useState(initialValues)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)

  const allErrors = validate(values)
  const isValid = Object.values(allErrors).every((message) => !message)
  // A field speaks up once the user has left it changed, or tried to submit.
  const errors: FieldErrors<V> = {}
  for (const key of Object.keys(allErrors) as (keyof V)[]) {
    if (submitted || touched[key]) errors[key] = allErrors[key]
  }

  const setFieldValue = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  /** Shows the field's error now (e.g. before sending an SMS code) and says whether it is valid. */
  const touch = (key: keyof V): boolean => {
    setTouched((current) => ({ ...current, [key]: true }))
    return !allErrors[key]
  }

  const getInputProps = <K extends keyof V>(key: K) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement> | string) =>
      setFieldValue(key, (typeof event === 'string' ? event : event.currentTarget.value) as V[K]),
    onBlur: () => {
      if (values[key] !== initialValues[key]) setTouched((current) => ({ ...current, [key]: true }))
    },
    error: errors[key],
  })

  const onSubmit = (handler: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault()
    setSubmitted(true)
    if (isValid) handler(values)
  }

  const reset = () => {
    setValues(initialValues)
    setTouched({})
    setSubmitted(false)
  }

  const isDirty = (Object.keys(initialValues) as (keyof V)[]).some((key) => values[key] !== initialValues[key])

  return { values, errors, isValid, isDirty, setFieldValue, touch, getInputProps, onSubmit, reset }
}
