import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/** Sets the status of the server-rendered document; in the browser (client navigation) there is none to set. */
export const answerWithStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => {})
