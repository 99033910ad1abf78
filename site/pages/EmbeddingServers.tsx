// /docs, "Use your own embedding server": how whoever runs this server points matching in
// context at a model server of their own (or OpenAI), with the variables server/config.ts reads.
import { Fragment } from 'react'

/** One server's example: the command that starts it, then the variables our server needs. */
type EmbeddingServer = { name: string; start: string | null; env: [string, string][] }

/** The examples, each a working configuration (docs.test.tsx runs them through the config). */
export const EMBEDDING_SERVERS: EmbeddingServer[] = [
  {
    name: 'Ollama',
    start: 'ollama pull nomic-embed-text',
    env: [
      ['EMBEDDINGS_URL', 'http://127.0.0.1:11434'],
      ['EMBEDDINGS_MODEL', 'nomic-embed-text'],
      ['EMBEDDINGS_DIMENSIONS', '768'],
    ],
  },
  {
    name: 'Text Embeddings Inference',
    start:
      'docker run -p 8080:80 ghcr.io/huggingface/text-embeddings-inference:cpu-1.9 --model-id BAAI/bge-base-en-v1.5',
    env: [
      ['EMBEDDINGS_URL', 'http://127.0.0.1:8080'],
      ['EMBEDDINGS_MODEL', 'BAAI/bge-base-en-v1.5'],
      ['EMBEDDINGS_DIMENSIONS', '768'],
    ],
  },
  {
    name: 'vLLM',
    start: 'vllm serve BAAI/bge-base-en-v1.5 --runner pooling',
    env: [
      ['EMBEDDINGS_URL', 'http://127.0.0.1:8000'],
      ['EMBEDDINGS_MODEL', 'BAAI/bge-base-en-v1.5'],
      ['EMBEDDINGS_DIMENSIONS', '768'],
    ],
  },
  {
    name: 'OpenAI',
    start: null,
    env: [
      ['EMBEDDINGS_URL', 'https://api.openai.com'],
      ['EMBEDDINGS_KEY', 'sk-…'],
    ],
  },
]

/** The section itself, after "How matching works". */
export function EmbeddingServers() {
  return (
    <>
      <h2 id="embedding-server">Use your own embedding server</h2>
      <p>
        If you run this server yourself, matching in context can use a model of your choice instead
        of the built-in one: any server that answers OpenAI’s <code>POST /v1/embeddings</code>, as
        Ollama, Text Embeddings Inference and vLLM do. Set these variables where the server starts
        and restart it. Whenever your model does not answer in time, captions fall back to the
        built-in model, and the server’s log says which server answered what.
      </p>
      {EMBEDDING_SERVERS.map((server) => (
        <Fragment key={server.name}>
          <h3>{server.name}</h3>
          {server.start ? (
            <pre className="code">
              <code>{server.start}</code>
            </pre>
          ) : null}
          <pre className="code">
            <code>{server.env.map(([name, value]) => `${name}=${value}`).join('\n')}</code>
          </pre>
        </Fragment>
      ))}
      <p>
        <code>EMBEDDINGS_URL</code> is the server’s address; <code>/v1/embeddings</code> is added to
        it. <code>EMBEDDINGS_MODEL</code> is the model the server is asked for, and{' '}
        <code>EMBEDDINGS_DIMENSIONS</code> the length of its vectors (answers of another length are
        refused). <code>EMBEDDINGS_KEY</code> is only for a server that asks for one, such as
        OpenAI, or vLLM and Text Embeddings Inference started with <code>--api-key</code>. Texts go{' '}
        <code>EMBEDDINGS_BATCH</code> at a time (32); when a server says that is too many, fewer are
        sent. An address on this machine or your own network works as it is: you set it, so it is
        not held to the rule that keeps feed fetches away from private addresses.
      </p>
    </>
  )
}
