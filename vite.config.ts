import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { pageBodyChunks } from './build/page-body-chunks.ts'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  // The Start plugin must come before the React plugin.
  plugins: [tanstackStart({ srcDirectory: 'app' }), react(), pageBodyChunks()],
})
