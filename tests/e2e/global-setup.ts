import type { TestProject } from 'vitest/node'
import { startStack } from '../support/stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    backendUrl: string
    adminToken: string
  }
}

/** Starts the embedded backend and the production shop on free loopback ports for the whole suite. */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('shopUrl', stack.shopUrl)
  project.provide('backendUrl', stack.backendUrl)
  project.provide('adminToken', stack.adminToken)
  return stack.stop
}
