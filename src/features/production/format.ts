/** Due before now and not finished: the card says so. */
export const isOverdue = (dueAt: string, finished: boolean, now = Date.now()) => !finished && Date.parse(dueAt) < now
