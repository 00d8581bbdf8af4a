/* global document, window, URL, setTimeout, clearTimeout */
/*
 * Mon Toiletteur: the « Prendre rendez-vous » button of a groomer's own website (issue 34 item 5).
 *   <script src="https://…/widget.js" data-toiletteur="{uri}" async></script>
 * It puts a button where it stands; the button opens the groomer's booking dialog in a frame over
 * the page (/reserver/{uri}, the one page of the site others may frame). The frame takes the
 * window's size and the dialog sizes itself in it, as on our own pages (full screen on a phone);
 * when the dialog closes the frame is removed and the focus comes back to the button.
 */
;(function () {
  var script = document.currentScript
  if (!script || !script.src) return
  var groomer = script.getAttribute('data-toiletteur') || ''
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(groomer)) return
  var origin = new URL(script.src).origin
  var motive = script.getAttribute('data-motif') || ''
  var button = document.createElement('button')
  button.type = 'button'
  button.textContent = script.getAttribute('data-libelle') || 'Prendre rendez-vous'
  button.style.cssText =
    'background:#c2185b;color:#fff;border:0;border-radius:999px;padding:12px 22px;min-height:44px;' +
    'font:600 16px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;cursor:pointer'
  script.parentNode.insertBefore(button, script.nextSibling)

  var frame = null
  var overflow = ''
  var waiting = 0
  function close() {
    if (!frame) return
    clearTimeout(waiting)
    frame.remove()
    frame = null
    document.documentElement.style.overflow = overflow
    button.focus()
  }
  button.addEventListener('click', function () {
    if (frame) return
    frame = document.createElement('iframe')
    frame.src = origin + '/reserver/' + groomer + (/^\d+$/.test(motive) ? '?motif=' + motive : '')
    frame.title = 'Prise de rendez-vous avec votre toiletteur'
    frame.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;' +
      'background:transparent;color-scheme:light'
    overflow = document.documentElement.style.overflow
    // The page behind does not scroll while the dialog is open.
    document.documentElement.style.overflow = 'hidden'
    document.body.appendChild(frame)
    frame.focus()
    // A frame that never says it is ready (the network, a wrong address) does not stay over the page.
    waiting = setTimeout(close, 15000)
  })
  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return
    if (event.data && event.data.type === 'mon-toiletteur:pret') clearTimeout(waiting)
    if (event.data && event.data.type === 'mon-toiletteur:fermer') close()
  })
})()
