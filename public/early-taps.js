// Taps on a prerendered page before React has taken it over (issue 26: the phone menu's toggle works from the first
// paint). index.html loads this small script before the app's code; until the app calls stop(), it notes each click
// on an element with a data-early-tap="name" attribute, and the component that owns that element asks for its
// taps once React runs it (src/lib/early-taps.ts). Links need nothing of this: they work as links.
(function () {
  var taps = [];
  function note(event) {
    var target = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
    if (target) taps.push(target.getAttribute('data-early-tap'));
  }
  document.addEventListener('click', note, true);
  window.__cliqEarlyTaps = {
    take: function (name) {
      var index = taps.indexOf(name);
      if (index < 0) return false;
      taps = taps.filter(function (tap) {
        return tap !== name;
      });
      return true;
    },
    stop: function () {
      document.removeEventListener('click', note, true);
    },
  };
})();
