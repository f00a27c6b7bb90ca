// Colour names of the COLOR dictionary (variants carry the code, e.g. '#FFFFFF'): the route
// provides the lookup, since features do not import each other.
import { createContext, useContext } from 'react'

export const ColourLabel = createContext<(value: string) => string>((value) => value)
export const useColourLabel = () => useContext(ColourLabel)
