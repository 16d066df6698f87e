// Notes taps on a prerendered page before the app takes it over: see src/lib/early-taps.ts.
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
