import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'

// The reference for the server-render budget: a bare TanStack Start page with React, built the same way.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [tanstackStart({ srcDirectory: 'app' }), react()],
})
