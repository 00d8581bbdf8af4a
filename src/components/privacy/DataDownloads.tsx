/** The two downloads of a person's data (`account`: `/api/v1/attendees/{id}` or `/api/v1/users/{id}`). */
export function DataDownloads({ account }: { account: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <a className="btn btn-ghost" href={`${account}/data-export?format=json`} download>
        Télécharger mes données (JSON)
      </a>
      <a className="btn btn-ghost" href={`${account}/data-export?format=csv`} download>
        Télécharger mes données (CSV)
      </a>
    </div>
  )
}
