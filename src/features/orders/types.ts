// What the order screens need from outside the feature, handed in by the routes: the dictionary
// texts in the reader's language, as the shared lookups feature builds them.
export type { OrderLookups } from '../../lookups/use-order-lookups'
